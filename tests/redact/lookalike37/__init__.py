"""Look-alike corpus 37: an airline digital team's memory notes (Johannesburg and Nairobi)."""
