"""For people: board pictures, narrated rulings, a quiz and an offline site built from the rules suite."""
