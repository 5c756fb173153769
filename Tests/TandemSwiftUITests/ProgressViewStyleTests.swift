import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `progressViewStyle(_:)`: the built-in styles, an app's own, and a style
/// that wraps the one around it, as SwiftUI draws them.
@MainActor
@Suite struct ProgressViewStyleTests {
    /// Shows the fraction as a percentage, in text.
    private struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "unknown")
            }
        }
    }

    /// The progress view in the style around this one, tinted red.
    private struct RedStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).tint(.red)
        }
    }

    private struct Views {
        let bars: [UIProgressView]
        let spinners: [UIActivityIndicatorView]
        let texts: [String]
    }

    private func views<V: View>(_ view: V) -> (Views, UIHostingController<V>, UIWindow) {
        let (controller, window) = host(view)
        let all = controller.view.allSubviews
        return (
            Views(
                bars: all.compactMap { $0 as? UIProgressView },
                spinners: all.compactMap { $0 as? UIActivityIndicatorView },
                texts: controller.view.labels.compactMap(\.text)),
            controller, window
        )
    }

    @Test func builtInStylesPickABarOrASpinner() throws {
        let (found, _, window) = views(
            VStack {
                ProgressView(value: 0.25)
                ProgressView()
                ProgressView(value: 0.5).progressViewStyle(.circular)
                ProgressView().progressViewStyle(.linear)
                ProgressView(value: 0.75).progressViewStyle(.automatic)
            })
        defer { window.isHidden = true }
        // iOS draws circular progress as a spinner even when the amount is known.
        #expect(found.bars.map(\.progress) == [0.25, 0, 0.75])
        #expect(found.spinners.count == 2)
    }

    @Test func anAppsStyleDrawsFromTheConfiguration() throws {
        let (found, _, window) = views(
            VStack {
                ProgressView("Copying", value: 3, total: 4)
                ProgressView()
                ProgressView(value: 0.5) {
                    Text("Upload")
                } currentValueLabel: {
                    Text("1 of 2")
                }
            }
            .progressViewStyle(PercentStyle()))
        defer { window.isHidden = true }
        #expect(found.bars.isEmpty && found.spinners.isEmpty)
        #expect(found.texts == ["Copying", "75%", "unknown", "Upload", "50%"])
    }

    @Test func aStyleWrappingTheConfigurationUsesTheStyleAroundIt() throws {
        let (found, _, window) = views(
            VStack {
                ProgressView(value: 0.5).progressViewStyle(RedStyle())
                ProgressView(value: 0.5).progressViewStyle(RedStyle()).progressViewStyle(PercentStyle())
                ProgressView(value: 0.5).progressViewStyle(RedStyle()).progressViewStyle(.circular)
            })
        defer { window.isHidden = true }
        #expect(found.bars.count == 1)
        #expect(found.texts == ["50%"])
        #expect(found.spinners.count == 1)
        let red = UIColor.systemRed.resolvedColor(with: window.traitCollection)
        #expect(found.bars.first?.progressTintColor?.resolvedColor(with: window.traitCollection) == red)
    }

    @Test func aLinearLabelSitsAboveTheBarAndTheValueBelow() throws {
        let (found, controller, window) = views(
            ProgressView(value: 0.5) {
                Text("Upload")
            } currentValueLabel: {
                Text("1 of 2")
            }
            .frame(width: 300))
        defer { window.isHidden = true }
        let labels = controller.view.labels
        let bar = try #require(found.bars.first)
        let title = controller.view.frame(of: labels[0]), value = controller.view.frame(of: labels[1])
        let barFrame = controller.view.frame(of: bar)
        #expect(title.maxY <= barFrame.minY && barFrame.maxY <= value.minY)
        #expect(title.minX == barFrame.minX && value.minX == barFrame.minX)
        #expect(barFrame.width == 300)
        #expect(labels[1].font.pointSize == UIFont.preferredFont(forTextStyle: .footnote).pointSize)
    }

    @Test func aTintColorsTheBar() throws {
        let (found, _, window) = views(
            VStack {
                ProgressView(value: 0.5).tint(.green)
                ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .orange)).tint(.green)
                ProgressView().tint(.green)
                ProgressView(String("Loading"))
            })
        defer { window.isHidden = true }
        let traits = window.traitCollection
        #expect(
            found.bars.map { $0.progressTintColor?.resolvedColor(with: traits) } == [
                UIColor.systemGreen.resolvedColor(with: traits), UIColor.systemOrange.resolvedColor(with: traits),
            ])
        // A tint colors the spinner too; without one it keeps its style's gray.
        #expect(
            found.spinners.first?.color.resolvedColor(with: traits) == UIColor.systemGreen.resolvedColor(with: traits))
        #expect(
            found.spinners.last?.color.resolvedColor(with: traits) != UIColor.systemGreen.resolvedColor(with: traits))
        #expect(found.texts == ["Loading"])
    }
}
