/// The toolbar items of a screen: every `.toolbar` inside adds its items, in view order.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }

    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value += nextValue()
    }
}
