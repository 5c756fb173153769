import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// `containerRelativeFrame` measures against the nearest scroll view's
/// visible size, else the size the hosting view lays the root out in.
@MainActor
@Suite struct ContainerRelativeFrameTests {
    func frameOfColor(_ controller: UIViewController, width: CGFloat? = nil) -> CGRect? {
        controller.view.allSubviews.map { $0.convert($0.bounds, to: nil) }.first {
            width == nil || abs($0.width - width!) < 0.5
        }
    }

    @Test func aFractionOfTheScrollViewsWidth() throws {
        let (controller, window) = host(
            ScrollView {
                VStack {
                    Color.red.frame(height: 20)
                        .containerRelativeFrame(.horizontal) { width, axis in
                            #expect(axis == .horizontal)
                            return width * 0.6
                        }
                }
            }
            .frame(width: 300, height: 400))
        defer { window.isHidden = true }
        // The color's view is 180 points wide (0.6 of the 300-point scroll view), centered.
        let frame = try #require(frameOfColor(controller, width: 180))
        #expect(frame.height == 20)
        #expect(abs(frame.midX - 200) < 0.5)
    }

    @Test func outsideAScrollViewTheRootIsTheContainer() throws {
        let (controller, window) = host(
            HStack {
                Color.blue.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    axis == .horizontal ? length / 4 : length / 8
                }
            }, width: 400, height: 800)
        defer { window.isHidden = true }
        let frame = try #require(frameOfColor(controller, width: 100))
        #expect(frame.height == 100)
    }

    @Test func columnsOfTheContainer() throws {
        let (controller, window) = host(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.green.frame(height: 10).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                }
            }
            .frame(width: 310, height: 50))
        defer { window.isHidden = true }
        // Three 96.67-point columns 10 apart: two of them and the gap are 203.33 points.
        #expect(frameOfColor(controller, width: 203.33) != nil)
    }
}

/// A scroll view whose width its model sets.
@MainActor final class ContainerWidth: ObservableObject {
    @Published var width: CGFloat = 300
}

private struct ResizingContainer: View {
    @ObservedObject var model: ContainerWidth

    var body: some View {
        ScrollView {
            Color.orange.frame(height: 10).containerRelativeFrame(.horizontal) { width, _ in width / 2 }
        }
        .frame(width: model.width, height: 200)
    }
}

extension ContainerRelativeFrameTests {
    @Test func aResizedContainerResizesTheViewsThatFollowIt() throws {
        let model = ContainerWidth()
        let (controller, window) = host(ResizingContainer(model: model))
        defer { window.isHidden = true }
        #expect(frameOfColor(controller, width: 150) != nil)
        model.width = 200
        CATransaction.flush()
        window.layoutIfNeeded()
        CATransaction.flush()
        #expect(frameOfColor(controller, width: 100) != nil, "half of the new width")
    }
}
