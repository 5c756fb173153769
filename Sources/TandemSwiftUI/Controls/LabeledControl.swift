import Foundation

/// A control's row: its label, a flexible space and the control — or the
/// control alone when labels are hidden (`labelsHidden()`), as iOS draws
/// a toggle, picker, stepper or date picker then. A hidden label still
/// names the control for assistive technology, as on iOS.
struct LabeledControl<Label: View, Control: View>: View {
    let label: Label
    var minimumSpacing: CGFloat? = nil
    let control: Control
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            control.accessibilityAttachment { $0.label = ControlLabelName.of(label) }
        } else {
            HStack {
                label
                Spacer(minLength: minimumSpacing)
                control
            }
        }
    }
}

extension EnvironmentValues {
    private struct LabelsHiddenKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether controls inside show only their control, not their label (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside (toggles, pickers, steppers,
    /// date pickers, color pickers): each shows its control alone, its label
    /// still naming it where the control reads it.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
