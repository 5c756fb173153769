/// The placeholder a custom modifier's body receives for its content.
protocol ModifierContentPlaceholder {}

extension _ViewModifier_Content: ModifierContentPlaceholder {}
