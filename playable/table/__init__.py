"""What stands on the registry (:mod:`playable.games`) and serves a reader:
a deal with its players (``session``), hand records (``record``), the
solver's verdicts on any game's deal (``analysis``), the words of the table
alike for every game (``words``), the terminal (``terminal``), the Deal
pages' side (``web``), cards as HTML (``render``) and each game's readings as
its page's table (``readings``).  No module here names a game: what it needs
of one comes from the game's registry entry."""
