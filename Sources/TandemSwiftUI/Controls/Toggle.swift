import Foundation
import TandemUIKit

/// A control that switches between on and off: its label, then a `UISwitch`
/// at the trailing edge, as iOS shows a toggle.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle bound to `isOn` with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label, a spacer and the switch.
    public var body: some View {
        HStack {
            label
            Spacer()
            SwitchLeaf(isOn: isOn)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch of a toggle.
struct SwitchLeaf: View, PlatformLeaf {
    let isOn: Binding<Bool>

    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> BoundSwitch {
        BoundSwitch(frame: .zero)
    }

    func updatePlatformView(_ view: BoundSwitch, environment: EnvironmentValues) {
        view.binding = isOn
        if view.isOn != isOn.wrappedValue { view.setOn(isOn.wrappedValue, animated: false) }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundSwitch, environment: EnvironmentValues) -> CGSize {
        view.intrinsicContentSize
    }
}

/// A switch that writes its value to a binding.
final class BoundSwitch: UISwitch {
    var binding: Binding<Bool>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.binding?.wrappedValue = self.isOn
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
