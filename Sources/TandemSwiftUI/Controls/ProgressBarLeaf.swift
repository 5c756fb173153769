import Foundation
import TandemUIKit

/// The bar of a determinate progress view.
struct ProgressBarLeaf: View, PlatformLeaf {
    let fraction: Double
    /// The bar's color (nil: the tint around it, or the accent color).
    var tint: Color? = nil

    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> UIProgressView {
        UIProgressView(progressViewStyle: .default)
    }

    func updatePlatformView(_ view: UIProgressView, environment: EnvironmentValues) {
        if view.progress != Float(fraction) { view.progress = Float(fraction) }
        let color = (tint ?? environment.tint ?? Color.accentColor).resolved(in: environment)
        if view.progressTintColor != color { view.progressTintColor = color }
    }

    /// The offered width (an ideal of 200 points), the bar's height.
    func sizeThatFits(_ proposal: ProposedViewSize, view: UIProgressView, environment: EnvironmentValues) -> CGSize {
        CGSize(width: proposal.width ?? 200, height: view.intrinsicContentSize.height)
    }
}
