import Foundation
import TandemSupport
import TandemUIKit

/// A control that selects one of several tagged options, drawn in the
/// style set with `pickerStyle(_:)`: by default a menu (a button titled with
/// the selected option; in a list row, after the label), or segments
/// (`UISegmentedControl`), a wheel, or inline rows.
///
/// Options are the views of `content`, each tagged with `.tag(_:)` (a
/// `ForEach` tags its rows with their ids; custom views are read through).
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
    /// node keeps) and shows them in the environment's style.
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        let resolver = ViewListResolver(detachedIn: updater)
        let options = PickerOptions.collect(content, resolver: resolver)
        resolver.finish()
        let environment = updater.environment
        switch environment.pickerLook {
        case .segmented:
            updater.reconcile(single: SegmentsLeaf(options: options, selection: selection), environment: environment)
        case .wheel:
            updater.reconcile(single: PickerWheel(options: options, selection: selection), environment: environment)
        case .inline where environment.isListRow:
            updater.reconcile(
                single: PickerInlineRows(options: options, selection: selection), environment: environment)
        case .inline:
            updater.reconcile(single: PickerWheel(options: options, selection: selection), environment: environment)
        case .navigationLink:
            // Outside a navigation stack the row is drawn disabled, as on iOS.
            let row = PickerLinkRow(
                label: label, options: options, selection: selection,
                canPush: environment.navigationContext != nil)
            updater.reconcile(single: row, environment: environment)
        case .menu where environment.isListRow:
            // In a list row, the label leads and the menu button trails.
            let row = LabeledControl(
                label: label, minimumSpacing: 8, control: PickerMenuButton(options: options, selection: selection))
            updater.reconcile(single: row, environment: environment)
        case .menu:
            updater.reconcile(
                single: PickerMenuButton(options: options, selection: selection), environment: environment)
        }
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
