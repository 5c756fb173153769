/// A view whose node is always exactly one subview in layout: a leaf, a
/// stack, a view under a layout modifier. A modifier that needs its content
/// as one subview (`background`, `overlay`) holds such a view directly,
/// without a ``SingleItem`` node around it.
protocol SingleLayoutItem {}

extension HStack: SingleLayoutItem {}
extension VStack: SingleLayoutItem {}
extension ZStack: SingleLayoutItem {}
extension ModifiedContent: SingleLayoutItem where Modifier: LayoutModifier {}
