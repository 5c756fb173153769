import Foundation
import SwiftUI
import TandemTestSupport
import Testing

private final class GeometryModel: ObservableObject {
    @Published var width: CGFloat = 50
    @Published var height: CGFloat = 10
    var widths: [CGFloat] = []
    var changes: [String] = []
}

private struct MeasuredView: View {
    @ObservedObject var model: GeometryModel

    var body: some View {
        Color.red.frame(width: model.width, height: model.height)
            .onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: {
                model.widths.append($0)
            }
            .onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: { old, new in
                model.changes.append("\(Int(old))->\(Int(new))")
            }
    }
}

/// `onGeometryChange(for:of:action:)`: the value made of the view's
/// geometry, at first and at each change of it, and not otherwise.
@MainActor
@Suite struct OnGeometryChangeTests {
    @Test func theActionRunsAtFirstAndWhenTheValueChanges() throws {
        let model = GeometryModel()
        let (controller, window) = host(MeasuredView(model: model))
        defer { window.isHidden = true }
        CATransaction.flush()
        #expect(model.widths == [50])
        #expect(model.changes == ["50->50"])
        model.width = 80
        controller.view.layoutIfNeeded()
        CATransaction.flush()
        #expect(model.widths == [50, 80])
        // Only the height changes: the width the action reads does not.
        model.height = 30
        controller.view.layoutIfNeeded()
        CATransaction.flush()
        #expect(model.widths == [50, 80])
        #expect(model.changes == ["50->50", "50->80"])
    }
}
