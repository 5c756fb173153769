import Foundation

/// The name a control's label gives it for assistive technology when the
/// label is not drawn (`labelsHidden()`, a slider's label): the texts in
/// the label, in order, joined as iOS joins a combined element's parts.
///
/// The label is read as a value, not built: its `Text`s, a `Label`'s title,
/// and the texts inside stacks, groups and modifiers around them. A label
/// whose text comes from a custom view's body has no name here.
@MainActor
enum ControlLabelName {
    static func of(_ label: Any) -> String? {
        let texts = self.texts(in: label, depth: 0)
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    private static func texts(in value: Any, depth: Int) -> [String] {
        if let text = value as? Text { return text.string.isEmpty ? [] : [text.string] }
        if let titled = value as? any TitledLabel { return texts(in: titled.titleView, depth: depth + 1) }
        // Only views and the tuples and optionals that hold them are read: a
        // label's other stored values (bindings, models, closures) name nothing.
        guard depth < 12 else { return [] }
        let mirror = Mirror(reflecting: value)
        guard value is any View || mirror.displayStyle == .tuple || mirror.displayStyle == .optional else { return [] }
        return mirror.children.flatMap { texts(in: $0.value, depth: depth + 1) }
    }
}
