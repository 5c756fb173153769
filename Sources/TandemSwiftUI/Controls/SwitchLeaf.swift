import Foundation
import TandemUIKit

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
