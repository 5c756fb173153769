import Foundation
import TandemUIKit
import TandemSupport

/// A control that selects one of several tagged options, shown as a
/// segmented control (`UISegmentedControl`).
///
/// Options are the views of `content`, each tagged with `.tag(_:)` (a
/// `ForEach` tags its rows with their ids). Every picker style draws
/// segments in Tandem (see docs/Compatibility.md).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    /// A picker bound to `selection`, with options from `content` and a label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The segments.
    public var body: some View {
        SegmentsLeaf(options: PickerOptions.collect(content), selection: selection)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// Sets the style of pickers inside (every style draws segments in Tandem).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self
    }
}
