import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

/// `UIView.mask`: the view's content shows through the mask view's alpha;
/// the mask is in the view's coordinates and is not a subview.
@MainActor
@Suite struct ViewMaskTests {
    @Test func aViewShowsOnlyWhereItsMaskIsOpaque() {
        let window = makeWindow(width: 200, height: 100)
        defer { window.isHidden = true }
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .red
        // Opaque over its top half; its bottom-left quarter half transparent.
        let mask = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        let solid = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        solid.backgroundColor = .black
        let faint = UIView(frame: CGRect(x: 0, y: 50, width: 50, height: 50))
        faint.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        mask.addSubview(solid)
        mask.addSubview(faint)
        view.mask = mask
        window.addSubview(view)
        #expect(view.mask === mask)
        #expect(mask.superview == nil && !view.subviews.contains(mask))
        #expect(view.layer.mask === mask.layer)
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        #expect(image.pixel(100 * scale, 20 * scale).isClose(to: RGBA(255, 0, 0, 255), tolerance: 2))
        #expect(image.pixel(20 * scale, 20 * scale) == RGBA(255, 255, 255, 255))
        #expect(image.pixel(180 * scale, 20 * scale) == RGBA(255, 255, 255, 255))
        // The mask's subviews mask at their alpha, in the mask's coordinates.
        #expect(image.pixel(60 * scale, 80 * scale).isClose(to: RGBA(255, 128, 128, 255), tolerance: 3))
        #expect(image.pixel(120 * scale, 80 * scale) == RGBA(255, 255, 255, 255))
        // A change inside the mask redraws the view it masks.
        faint.backgroundColor = .black
        #expect(window.tandemSnapshot().pixel(60 * scale, 80 * scale).isClose(to: RGBA(255, 0, 0, 255), tolerance: 2))
        view.mask = nil
        #expect(view.layer.mask == nil)
        #expect(window.tandemSnapshot().pixel(20 * scale, 20 * scale).isClose(to: RGBA(255, 0, 0, 255), tolerance: 2))
    }

    @Test func aViewInAHierarchyIsRefusedAsAMask() {
        let parent = UIView()
        let inTree = UIView()
        parent.addSubview(inTree)
        let view = UIView()
        let reports = diagnostics { view.mask = inTree }
        #expect(view.mask == nil)
        #expect(reports.contains { $0.contains("must not be in a view hierarchy") })
    }
}
