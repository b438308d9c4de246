"""Look-alike corpus 40: memory notes of a transit ticketing / real-time data team.

An invented Santiago de Chile transit agency with a vendor team in Bogotá, December 2029.
Held-out only: ``cases("holdout")`` returns every case, ``cases("dev")`` is empty.
"""
