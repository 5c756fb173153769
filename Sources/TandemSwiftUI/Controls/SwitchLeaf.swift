import Foundation
import TandemUIKit

/// The switch of a toggle.
struct SwitchLeaf: View, PlatformLeaf {
    let isOn: Binding<Bool>
    /// The fill while on (`SwitchToggleStyle(tint:)`); nil: the
    /// environment's tint, else the switch's green.
    var tint: Color?

    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> BoundSwitch {
        BoundSwitch(frame: .zero)
    }

    func updatePlatformView(_ view: BoundSwitch, environment: EnvironmentValues) {
        view.binding = isOn
        if view.isOn != isOn.wrappedValue { view.setOn(isOn.wrappedValue, animated: false) }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
        let onTint = (tint ?? environment.tint)?.resolved(in: environment)
        if view.onTintColor != onTint { view.onTintColor = onTint }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundSwitch, environment: EnvironmentValues) -> CGSize {
        view.intrinsicContentSize
    }
}
