import Foundation
import TandemUIKit

/// The bar of a determinate progress view.
struct ProgressBarLeaf: View, PlatformLeaf {
    let fraction: Double

    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> UIProgressView {
        UIProgressView(progressViewStyle: .default)
    }

    func updatePlatformView(_ view: UIProgressView, environment: EnvironmentValues) {
        if view.progress != Float(fraction) { view.progress = Float(fraction) }
        view.progressTintColor = Color.accentColor.resolved(in: environment)
    }

    /// The offered width (an ideal of 200 points), the bar's height.
    func sizeThatFits(_ proposal: ProposedViewSize, view: UIProgressView, environment: EnvironmentValues) -> CGSize {
        CGSize(width: proposal.width ?? 200, height: view.intrinsicContentSize.height)
    }
}
