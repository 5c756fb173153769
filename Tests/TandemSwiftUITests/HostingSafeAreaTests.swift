import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A color filling what it is offered, and a reader of its safe area.
struct SafeAreaProbe: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.safeAreaInsets.top)),\(Int(proxy.safeAreaInsets.bottom))")
        }
    }
}

@MainActor
@Suite struct HostingSafeAreaTests {
    /// The frame of the content's first UIKit view in window coordinates.
    private func contentFrame(_ controller: UIViewController, _ window: UIWindow) throws -> CGRect {
        window.frame(of: try #require(controller.view.allSubviews.first))
    }

    @Test func safeAreaRegionsDefaultToAll() {
        let controller = UIHostingController(rootView: Color.red)
        #expect(controller.safeAreaRegions == .all)
    }

    @Test func contentStaysInsideTheWindowsSafeArea() throws {
        let (controller, window) = host(Color.red, width: 400, height: 800)
        defer { window.isHidden = true }
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        CATransaction.flush()
        #expect(try contentFrame(controller, window) == CGRect(x: 0, y: 40, width: 400, height: 730))
    }

    @Test func removingTheContainerRegionIgnoresTheInsets() throws {
        let (controller, window) = host(Color.red, width: 400, height: 800)
        defer { window.isHidden = true }
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        controller.safeAreaRegions = .keyboard
        CATransaction.flush()
        #expect(try contentFrame(controller, window) == CGRect(x: 0, y: 0, width: 400, height: 800))
        controller.safeAreaRegions = []
        CATransaction.flush()
        #expect(try contentFrame(controller, window) == CGRect(x: 0, y: 0, width: 400, height: 800))
        controller.safeAreaRegions = .all
        CATransaction.flush()
        #expect(try contentFrame(controller, window) == CGRect(x: 0, y: 40, width: 400, height: 730))
    }

    @Test func additionalSafeAreaInsetsOfTheControllerAreRespected() throws {
        let (controller, window) = host(Color.red, width: 400, height: 800)
        defer { window.isHidden = true }
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        CATransaction.flush()
        #expect(try contentFrame(controller, window) == CGRect(x: 10, y: 20, width: 390, height: 780))
        controller.safeAreaRegions = .keyboard
        CATransaction.flush()
        #expect(try contentFrame(controller, window) == CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test func geometryReadersSeeOnlyTheRespectedRegions() {
        let (controller, window) = host(SafeAreaProbe().ignoresSafeArea(), width: 400, height: 800)
        defer { window.isHidden = true }
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["40,30"])
        controller.safeAreaRegions = .keyboard
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["0,0"])
    }
}
