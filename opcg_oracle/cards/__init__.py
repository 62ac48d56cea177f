"""Card definitions: recorded facts and effects in the project's effect language."""

from opcg_oracle.cards.database import CardDatabase, load_card_database
from opcg_oracle.cards.model import CardDef

__all__ = ["CardDatabase", "CardDef", "load_card_database"]
