import Foundation
import TandemUIKit

/// The track and thumb of a `Slider`: a `UISlider` bound to the value.
struct SliderLeaf: View {
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    /// The slider's accessibility label (its `label`, when a `Text`).
    let name: String?

    /// Never called: a primitive view.
    var body: Never { primitiveBodyCalled(Self.self) }
}

extension SliderLeaf: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> BoundSlider {
        BoundSlider(frame: .zero)
    }

    func updatePlatformView(_ view: BoundSlider, environment: EnvironmentValues) {
        view.binding = value
        view.step = step
        view.onEditingChanged = onEditingChanged
        if view.minimumValue != Float(range.lowerBound) { view.minimumValue = Float(range.lowerBound) }
        if view.maximumValue != Float(range.upperBound) { view.maximumValue = Float(range.upperBound) }
        let current = Float(value.wrappedValue)
        if view.value != current { view.value = current }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
        view.minimumTrackTintColor = Color.accentColor.resolved(in: environment)
        // The label is not drawn; it names the slider, as on iOS.
        if view.accessibilityLabel != name { view.accessibilityLabel = name }
    }

    /// The offered width (an ideal of 200 points), the slider's own height.
    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundSlider, environment: EnvironmentValues) -> CGSize {
        CGSize(width: proposal.width ?? 200, height: view.intrinsicContentSize.height)
    }
}
