import Foundation
import TandemUIKit

/// The stepper control of a `Stepper`.
struct StepperLeaf: View, PlatformLeaf {
    let value: Binding<Double>
    let range: ClosedRange<Double>?
    let step: Double

    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> BoundStepper {
        BoundStepper(frame: .zero)
    }

    func updatePlatformView(_ view: BoundStepper, environment: EnvironmentValues) {
        view.binding = value
        let lower = range?.lowerBound ?? -Double(Int32.max), upper = range?.upperBound ?? Double(Int32.max)
        if view.minimumValue != lower { view.minimumValue = lower }
        if view.maximumValue != upper { view.maximumValue = upper }
        if view.stepValue != step, step > 0 { view.stepValue = step }
        if view.value != value.wrappedValue { view.value = value.wrappedValue }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundStepper, environment: EnvironmentValues) -> CGSize {
        view.intrinsicContentSize
    }
}
