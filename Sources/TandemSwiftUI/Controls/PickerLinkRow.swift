import Foundation

/// A navigation-link picker's row: the label, the selected option in the
/// secondary color, and the link's chevron; it pushes the options, titled
/// with the label. Outside a navigation stack the row is disabled (grayed,
/// a tap does nothing), as iOS shows a link with nowhere to push.
struct PickerLinkRow<Label: View, SelectionValue: Hashable>: View {
    let label: Label
    let options: [PickerOption]
    let selection: Binding<SelectionValue>
    /// Whether a navigation stack is around the row.
    let canPush: Bool

    var body: some View {
        let current = AnyHashable(selection.wrappedValue)
        NavigationLink {
            PickerOptionsScreen(options: options, selection: selection, title: title)
        } label: {
            LabeledControl(
                label: label.modifier(EnvironmentTransformModifier(transform: grayWhenDisabled)), minimumSpacing: 8,
                control: Text(options.first { $0.tag == current }?.title ?? "").foregroundColor(.secondary))
        }
        .disabled(!canPush)
    }

    /// A disabled row's label is gray, as iOS draws a link with nowhere to
    /// push (an enabled one keeps the color set around it).
    private var grayWhenDisabled: (inout EnvironmentValues) -> Void {
        let canPush = self.canPush
        return { environment in
            if !canPush || !environment.isEnabled { environment.foregroundStyle = AnyShapeStyle(Color.gray) }
        }
    }

    /// The pushed list's title: the label's text, as SwiftUI titles it.
    private var title: Text {
        (label as? Text) ?? Text(verbatim: ControlLabelName.of(label) ?? "")
    }
}
