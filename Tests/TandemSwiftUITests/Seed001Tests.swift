// Seed 001: a SwiftUI view observing an ObservableObject, hosted in a
// UIHostingController added as a child view controller with Auto Layout,
// its model updated by a timer. The seed's code is the example's
// (Examples/Seed001), run here.
import Foundation
import SwiftUI
import TandemTestSupport
import Testing
import UIKit

@testable import Seed001Example

// MARK: - The test

@MainActor
@Suite struct Seed001Tests {
    /// The seed's timer, fired by hand so the test does not wait a second per tick.
    private func tick(_ controller: ViewController) throws {
        let timer = try #require(Mirror(reflecting: controller).descendant("timer") as? Timer)
        timer.fire()
        CATransaction.flush()
    }

    @Test func hostedCircleViewIsContainedLaidOutDrawnAndUpdatedOnEveryTick() throws {
        let controller = ViewController()
        let window = makeWindow(width: 400, height: 800, root: controller)
        defer { window.isHidden = true }

        // Containment: the hosting controller is a child, its view half the size, centered.
        let hosting = try #require(controller.children.first as? UIHostingController<CircleView>)
        #expect(hosting.parent === controller)
        #expect(hosting.view.superview === controller.view)
        #expect(hosting.view.frame == CGRect(x: 100, y: 200, width: 200, height: 400))

        // The blue circle: 200 points across, centered in the hosting view.
        var image = window.tandemSnapshot()
        let blue = RGBA(0, 122, 255, 255)
        #expect(image.pixel(200, 310).isClose(to: blue, tolerance: 3))
        #expect(image.pixel(200, 490).isClose(to: blue, tolerance: 3))
        #expect(image.pixel(105, 400).isClose(to: blue, tolerance: 3))
        // Outside the circle the hosting view shows the system background (white, light appearance);
        // outside the hosting view, the window.
        #expect(image.pixel(110, 220) == RGBA(255, 255, 255, 255))
        #expect(image.pixel(50, 50) != RGBA(255, 255, 255, 255))

        // Each tick changes the text, and the white text pixels with it.
        var previousText: [RGBA] = []
        for tick in 1...3 {
            try self.tick(controller)
            #expect(hosting.view.labels.first?.text == "Tick \(tick)")
            image = window.tandemSnapshot()
            let textPixels = (380..<420).flatMap { y in (160..<240).map { x in image.pixel(x, y) } }
            #expect(textPixels.contains { $0.r > 200 && $0.g > 200 && $0.b > 200 }, "white text drawn on the circle")
            #expect(textPixels != previousText, "tick \(tick) changed the drawn text")
            previousText = textPixels
        }
        if let path = ProcessInfo.processInfo.environment["TANDEM_SNAPSHOT_DIR"] {
            try? image.pngData()?.write(to: URL(fileURLWithPath: path + "/seed001.png"))
        }
        // The label sits centered in the circle at its own size.
        let label = try #require(hosting.view.labels.first)
        let labelFrame = hosting.view.frame(of: label)
        #expect(abs(labelFrame.midX - 100) <= 0.5)
        #expect(abs(labelFrame.midY - 200) <= 0.5)
        #expect(labelFrame.width < 100)
    }

    @Test func reassigningRootViewShowsTheNewModel() throws {
        let controller = ViewController()
        let window = makeWindow(width: 400, height: 800, root: controller)
        defer { window.isHidden = true }
        let hosting = try #require(controller.children.first as? UIHostingController<CircleView>)
        let other = CircleModel(text: "Other")
        hosting.rootView = CircleView(model: other)
        hosting.view.layoutIfNeeded()
        #expect(hosting.view.labels.first?.text == "Other")
        // The new model is observed; the old one no longer drives the view.
        other.text = "Changed"
        CATransaction.flush()
        #expect(hosting.view.labels.first?.text == "Changed")
        try tick(controller)
        #expect(hosting.view.labels.first?.text == "Changed")
    }
}
