import Foundation
import SwiftUI
import TandemTestSupport
import Testing

private final class DisclosureModel: ObservableObject {
    @Published var isExpanded = false
}

private struct BoundDisclosure: View {
    @ObservedObject var model: DisclosureModel

    var body: some View {
        DisclosureGroup("Bound", isExpanded: $model.isExpanded) { Text("Bound content") }
    }
}

/// iOS 16-17 views apps put in forms and empty screens: `LabeledContent`,
/// `DisclosureGroup` and `ContentUnavailableView`.
@MainActor
@Suite struct FormRowViewTests {
    @Test func labeledContentPutsTheLabelLeadingAndTheValueTrailingAndSecondary() throws {
        let (controller, window) = host(
            VStack {
                LabeledContent("Version", value: "1.0")
                LabeledContent("Count", value: 1234, format: .number)
                LabeledContent("Custom") { Text("value") }
            }
            .frame(width: 300))
        defer { window.isHidden = true }
        let view = try #require(controller.view)
        let labels = view.labels
        #expect(labels.map(\.text) == ["Version", "1.0", "Count", "1,234", "Custom", "value"])
        let frames = labels.map { view.frame(of: $0) }
        let left = frames[0].minX
        for row in 0..<3 {
            #expect(frames[2 * row].minX == left)
            #expect(abs(frames[2 * row + 1].maxX - (left + 300)) < 0.5)
        }
        let light = UITraitCollection(userInterfaceStyle: .light)
        let label = UIColor.label.resolvedColor(with: light)
        #expect(labels[1].textColor?.resolvedColor(with: light) == label.withAlphaComponent(0.6))
        #expect(labels[0].textColor?.resolvedColor(with: light) == label)
    }

    @Test func aDisclosureGroupShowsItsContentWhenExpanded() throws {
        let (controller, window) = host(DisclosureGroup("More") { Text("Hidden content") })
        defer { window.isHidden = true }
        let view = try #require(controller.view)
        #expect(view.labels.map(\.text) == ["More"])
        let button = try #require(view.allSubviews.compactMap { $0 as? UIControl }.first)
        button.sendActions(for: .touchUpInside)
        CATransaction.flush()
        view.layoutIfNeeded()
        #expect(view.labels.map(\.text) == ["More", "Hidden content"])
        let more = try #require(view.labels.first), content = try #require(view.labels.last)
        #expect(view.frame(of: content).minY > view.frame(of: more).maxY)
        button.sendActions(for: .touchUpInside)
        // The content leaves with an animation: gone once it ends.
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        view.layoutIfNeeded()
        #expect(view.labels.map(\.text) == ["More"])
    }

    @Test func aBoundDisclosureGroupFollowsItsBinding() throws {
        let model = DisclosureModel()
        let (controller, window) = host(BoundDisclosure(model: model))
        defer { window.isHidden = true }
        let view = try #require(controller.view)
        #expect(view.labels.map(\.text) == ["Bound"])
        model.isExpanded = true
        view.layoutIfNeeded()
        #expect(view.labels.map(\.text) == ["Bound", "Bound content"])
        let button = try #require(view.allSubviews.compactMap { $0 as? UIControl }.first)
        button.sendActions(for: .touchUpInside)
        CATransaction.flush()
        #expect(!model.isExpanded)
    }

    @Test func contentUnavailableViewCentersItsTitleAndDescription() throws {
        let (controller, window) = host(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")))
        defer { window.isHidden = true }
        let view = try #require(controller.view)
        let labels = view.labels
        #expect(labels.map(\.text) == ["No Mail", "New mail appears here."])
        let title = view.frame(of: labels[0]), description = view.frame(of: labels[1])
        #expect(abs(title.midX - 200) <= 0.5)
        #expect(abs(description.midX - 200) <= 0.5)
        #expect(title.maxY <= description.minY)
        // Centered in the whole window.
        #expect(title.minY > 300 && description.maxY < 500)
        let search = ContentUnavailableView.search(text: "kiwi")
        let (searchController, searchWindow) = host(search)
        defer { searchWindow.isHidden = true }
        #expect(searchController.view.labels.first?.text == "No Results for \u{201C}kiwi\u{201D}")
    }
}
