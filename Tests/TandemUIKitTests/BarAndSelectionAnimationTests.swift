import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// UIKit's own small animations: the toolbar sliding in and out, and a
/// deselected row's background fading.
@MainActor
@Suite struct BarAndSelectionAnimationTests {
    @Test func anAnimatedToolbarSlidesUpFromTheBottomAndBackDown() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Edit", primaryAction: nil)]
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 600, root: navigation)
        defer { window.isHidden = true }
        let toolbar = try #require(navigation.toolbar)
        navigation.setToolbarHidden(false, animated: true)
        CATransaction.flush()
        #expect(!toolbar.isHidden && toolbar.frame.minY == 556, "the model is where it ends")
        #expect(presentedMinY(of: toolbar) == 600, "the picture starts below the bottom")
        TandemAnimationClock.advance(by: Double(UINavigationController.hideShowBarDuration) / 2)
        #expect(presentedMinY(of: toolbar) > 556 && presentedMinY(of: toolbar) < 600)
        _ = TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(presentedMinY(of: toolbar) == 556 && root.view.safeAreaInsets.bottom == 44)

        navigation.setToolbarHidden(true, animated: true)
        CATransaction.flush()
        #expect(!toolbar.isHidden, "shown while it slides away")
        #expect(root.view.safeAreaInsets.bottom == 0)
        _ = TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(toolbar.isHidden && navigation.isToolbarHidden)
        // Not animated: at once.
        navigation.setToolbarHidden(false, animated: false)
        CATransaction.flush()
        #expect(!toolbar.isHidden && presentedMinY(of: toolbar) == 556)
    }

    @Test func anAnimatedDeselectionFadesTheSelectionOut() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Row"
        let window = makeWindow(width: 320, height: 100)
        defer { window.isHidden = true }
        window.addSubview(cell)
        cell.setSelected(true, animated: false)
        #expect(!cell.selectionFill.isHidden)
        cell.setSelected(false, animated: true)
        CATransaction.flush()
        #expect(!cell.isSelected && !cell.selectionFill.isHidden, "still fading")
        #expect(cell.textLabel?.isHighlighted == false)
        TandemAnimationClock.advance(by: UITableViewCell.deselectionDuration / 2)
        let opacity = (cell.selectionFill.layer.presentation() ?? cell.selectionFill.layer).opacity
        #expect(opacity > 0.1 && opacity < 0.9)
        _ = TandemAnimationClock.runAnimationsToEnd()
        #expect(cell.selectionFill.isHidden && cell.selectionFill.alpha == 1)
        // Without animation, at once.
        cell.setSelected(true, animated: false)
        cell.setSelected(false, animated: false)
        #expect(cell.selectionFill.isHidden)
    }

    @Test func aTappedSegmentSlidesTheThumbOverWhileCodeMovesItAtOnce() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = makeWindow(width: 300, height: 100)
        defer { window.isHidden = true }
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        CATransaction.flush()
        let thumb = try #require(control.subviews.first { !$0.isHidden && $0.layer.cornerRadius == 7 })
        #expect(thumb.frame == CGRect(x: 2, y: 2, width: 96, height: 28))
        window.synthesizeTap(at: CGPoint(x: 250, y: 16), time: 0)
        CATransaction.flush()
        #expect(control.selectedSegmentIndex == 2 && thumb.frame.minX == 202)
        TandemAnimationClock.advance(by: UISegmentedControl.thumbSlideDuration / 2)
        let x = (thumb.layer.presentation() ?? thumb.layer).position.x - 48
        #expect(x > 2 && x < 202, "halfway across")
        _ = TandemAnimationClock.runAnimationsToEnd()
        control.selectedSegmentIndex = 1
        CATransaction.flush()
        #expect((thumb.layer.presentation() ?? thumb.layer).position.x - 48 == 102, "set in code: at once")
        // The titles are drawn over the thumb: the selected title's dark pixels are in the picture.
        let image = window.tandemSnapshot()
        var dark = 0
        for y in 8..<24 {
            for x in 130..<170 where image.pixel(x, y).r < 100 { dark += 1 }
        }
        #expect(dark > 20)
    }
}
