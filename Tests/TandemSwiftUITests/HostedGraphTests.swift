import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Counts its bodies.
private final class BodyCount {
    var bodies = 0
}

private struct CountingView: View {
    let count: BodyCount
    let title: String

    var body: some View {
        count.bodies += 1
        return Text(title)
    }
}

/// The contract every graph host shares (``HostedGraph``): content built on
/// first use, updates applied before a measurement, the same graph updated.
@MainActor
@Suite struct HostedGraphTests {
    @Test func aHostingControllerBuildsItsContentOnlyWhenMeasuredOrLaidOut() {
        let count = BodyCount()
        let controller = UIHostingController(rootView: CountingView(count: count, title: "A"))
        _ = controller.view
        controller.rootView = CountingView(count: count, title: "B")
        #expect(count.bodies == 0)
        let size = controller.view.intrinsicContentSize
        #expect(count.bodies == 1)
        #expect(size.width > 0)
        // A new root view waits for the update phase, or a measurement.
        controller.rootView = CountingView(count: count, title: "Much longer")
        #expect(count.bodies == 1)
        #expect(controller.view.intrinsicContentSize.width > size.width)
        #expect(count.bodies == 2)
    }

    @Test func aCellsHostingConfigurationBuildsOnFirstMeasurementAndUpdatesInPlace() {
        let count = BodyCount()
        let configuration = UIHostingConfiguration { CountingView(count: count, title: "A") }
        let view = configuration.makeContentView()
        #expect(count.bodies == 0)
        let first = view.sizeThatFits(CGSize(width: 300, height: 0))
        #expect(count.bodies == 1)
        view.configuration = UIHostingConfiguration { CountingView(count: count, title: "A\nB") }
        #expect(count.bodies == 2)
        #expect(view.sizeThatFits(CGSize(width: 300, height: 0)).height > first.height)
    }

    @Test func anImageRendererBuildsOnceAndEndsItsContent() {
        let count = BodyCount()
        let renderer = ImageRenderer(content: CountingView(count: count, title: "Render"))
        let image = renderer.cgImage
        #expect(image != nil)
        #expect(count.bodies == 1)
    }
}
