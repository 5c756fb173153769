import Foundation
import SwiftUI
import TandemTestSupport
import Testing

final class LayoutChoice: ObservableObject {
    @Published var horizontal = true
}

struct SwitchingLayout: View {
    @ObservedObject var choice: LayoutChoice

    var body: some View {
        let layout = choice.horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        layout {
            CounterView(name: "anyLayout")
            Color.red.frame(width: 50, height: 50)
        }
    }
}

@MainActor
@Suite struct ContainerTests {
    @Test func viewThatFitsShowsTheFirstViewThatFits() throws {
        let (wide, wideWindow) = host(
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 20)
                Color.blue.frame(width: 100, height: 20)
            }
            .frame(width: 350))
        defer { wideWindow.isHidden = true }
        let red = try #require(
            wide.view.allSubviews.first {
                $0.backgroundColor
                    == UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            })
        let blue = try #require(
            wide.view.allSubviews.first {
                $0.backgroundColor
                    == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            })
        #expect(!red.isHidden && blue.isHidden)
        #expect(red.frame.width == 300)

        let (narrow, narrowWindow) = host(
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 20)
                Color.blue.frame(width: 100, height: 20)
            }
            .frame(width: 200))
        defer { narrowWindow.isHidden = true }
        let narrowRed = try #require(
            narrow.view.allSubviews.first {
                $0.backgroundColor
                    == UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            })
        let narrowBlue = try #require(
            narrow.view.allSubviews.first {
                $0.backgroundColor
                    == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            })
        #expect(narrowRed.isHidden && !narrowBlue.isHidden)
        #expect(narrow.view.frame(of: narrowBlue) == CGRect(x: 150, y: 390, width: 100, height: 20))
    }

    @Test func anyLayoutSwitchesLayoutAndKeepsState() throws {
        let choice = LayoutChoice()
        let (controller, window) = host(SwitchingLayout(choice: choice))
        defer { window.isHidden = true }
        try #require(BindingProbe.bindings["anyLayout"]).wrappedValue = 4
        CATransaction.flush()
        let label = try #require(controller.view.labels.first)
        let red = try #require(controller.view.frame(ofColor: .systemRed))
        #expect(controller.view.frame(of: label).maxX == red.minX)
        choice.horizontal = false
        CATransaction.flush()
        let stacked = try #require(controller.view.frame(ofColor: .systemRed))
        #expect(controller.view.labels.first?.text == "anyLayout=4")
        #expect(controller.view.frame(of: label).maxY == stacked.minY)
    }

    @Test func ignoringTheSafeAreaReachesTheHostsEdges() throws {
        let controller = UIHostingController(rootView: Color.red.ignoresSafeArea())
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        let window = makeWindow(width: 400, height: 800, root: controller)
        defer { window.isHidden = true }
        #expect(controller.view.frame(ofColor: .systemRed) == CGRect(x: 0, y: 0, width: 400, height: 800))

        let respecting = UIHostingController(rootView: Color.red)
        respecting.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        let other = makeWindow(width: 400, height: 800, root: respecting)
        defer { other.isHidden = true }
        #expect(respecting.view.frame(ofColor: .systemRed) == CGRect(x: 0, y: 40, width: 400, height: 730))
    }
}
