import Foundation
import TandemSupport
import TandemUIKit

/// A control that selects one of several tagged options, shown as a
/// segmented control (`UISegmentedControl`).
///
/// Options are the views of `content`, each tagged with `.tag(_:)` (a
/// `ForEach` tags its rows with their ids; custom views are read through).
/// Every picker style draws
/// segments in Tandem (see docs/Compatibility.md).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    /// A picker bound to `selection`, with options from `content` and a label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Picker: PrimitiveView {
    /// Reads the options (through custom views, whose state the picker's
    /// node keeps) and shows them as segments.
    func updateNode(_ node: ViewNode) {
        node.role = .group
        let resolver = ViewListResolver(detachedIn: node)
        let options = PickerOptions.collect(content, resolver: resolver)
        resolver.finish()
        node.reconcile(single: SegmentsLeaf(options: options, selection: selection), environment: node.environment)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// Sets the style of pickers inside (every style draws segments in Tandem).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self
    }
}
