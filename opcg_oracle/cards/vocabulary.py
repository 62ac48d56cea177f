"""The words card facts are written in: categories, colours, attributes and keywords (chapter 2)."""

CATEGORIES = ("leader", "character", "event", "stage")
COLORS = ("red", "green", "blue", "purple", "black", "yellow")  # 2-3-3
ATTRIBUTES = ("slash", "strike", "ranged", "special", "wisdom", "?")  # 2-5-2 ("?": ver.1.2.0's sixth attribute)
# Keyword effects of 10-1 that a card can simply have; [Trigger] is a field of its own (2-11). The last two are
# ver.1.2.0's: [Rush: Character] (10-1-6) and [Unblockable] (10-1-7).
KEYWORDS = ("rush", "double_attack", "banish", "blocker", "rush_character", "unblockable")
