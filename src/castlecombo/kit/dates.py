"""Dates as players read them, in the language spoken now ("7 Mar 2026, 10:00")."""

from __future__ import annotations

from datetime import date, datetime

from castlecombo.i18n import N_, _

# TRANSLATORS: months in a date of the statistics ("07 Mar 2026"), cut short
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
          N_("Oct"), N_("Nov"), N_("Dec"))


def day(when: date) -> str:
    """Return a date as "7 Mar 2026" in the language spoken now (no leading zero: "05 dic" read oddly, playtest 150)."""
    # TRANSLATORS: a date: {day} the day of the month, {month} a month cut short, {year} four digits
    return _("{day} {month} {year}").format(day=when.day, month=_(MONTHS[when.month - 1]), year=when.year)


def day_month(when: date) -> str:
    """Return a date of this year as "7 Mar" in the language spoken now."""
    # TRANSLATORS: a date of this year: {day} the day of the month, {month} a month cut short
    return _("{day} {month}").format(day=when.day, month=_(MONTHS[when.month - 1]))


def short_date(stamp: str) -> str:
    """Return an ISO time stamp as "7 Mar 2026, 10:00" (its first 16 characters if it does not parse)."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp[:16]
    # TRANSLATORS: a date and a time of day ("07 Mar 2026, 10:00")
    return _("{date}, {time}").format(date=day(when), time=when.strftime("%H:%M"))
