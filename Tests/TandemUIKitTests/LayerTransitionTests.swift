import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

/// `CATransition` and the `UIView.transition` forms built on it: the old
/// look and the new one, moved or blended by the transition's progress, in
/// the pixels of a window on a clock the tests drive.
@MainActor
@Suite(.serialized) struct LayerTransitionTests {
    /// A white 300×300 window with a clipping 100×50 frame at (100, 100)
    /// holding a red panel that fills it.
    private func framedPanel() -> (UIWindow, UIView) {
        TandemAnimationClock.useManualTime()
        let window = makeWindow(width: 300, height: 300)
        window.backgroundColor = .white
        let frame = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        frame.clipsToBounds = true
        let panel = UIView(frame: frame.bounds)
        panel.backgroundColor = .red
        frame.addSubview(panel)
        window.addSubview(frame)
        CATransaction.flush()
        return (window, panel)
    }

    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> RGBA {
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        return image.pixel(x * scale, y * scale)
    }

    private let red = RGBA(255, 0, 0, 255), blue = RGBA(0, 0, 255, 255), white = RGBA(255, 255, 255, 255)

    @Test func aFadeDissolvesTheOldLookIntoTheNewOne() {
        let (window, panel) = framedPanel()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let fade = CATransition()
        #expect(fade.type == .fade && fade.subtype == nil && fade.startProgress == 0 && fade.endProgress == 1)
        fade.duration = 1
        panel.layer.add(fade, forKey: kCATransition)
        panel.backgroundColor = .blue
        #expect(panel.layer.animationKeys() == [kCATransition])
        #expect(
            panel.layer.presentation()?.backgroundColor == UIColor.blue.cgColor, "the presentation shows no transition")
        CATransaction.flush()
        #expect(pixel(window, 150, 125).isClose(to: red), "t = 0: the old look")
        TandemAnimationClock.advance(by: 0.5)
        let middle = pixel(window, 150, 125)
        #expect(
            abs(Int(middle.r) - 128) < 4 && abs(Int(middle.b) - 128) < 4 && middle.a == 255,
            "t = 0.5: half of each, opaque: \(middle)")
        TandemAnimationClock.advance(by: 0.25)
        let later = pixel(window, 150, 125)
        #expect(abs(Int(later.r) - 64) < 4 && abs(Int(later.b) - 191) < 4, "t = 0.75, linear: \(later)")
        TandemAnimationClock.advance(by: 0.25)
        #expect(pixel(window, 150, 125).isClose(to: blue), "t = 1: the new look")
        #expect(panel.layer.animationKeys() == nil)
    }

    @Test func aFadeOfATransparentLayerDissolvesOverWhatIsBehind() {
        let (window, panel) = framedPanel()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let fade = CATransition()
        fade.duration = 1
        panel.layer.add(fade, forKey: nil)
        panel.backgroundColor = .clear
        TandemAnimationClock.advance(by: 0.5)
        let middle = pixel(window, 150, 125)
        #expect(
            middle.r == 255 && abs(Int(middle.g) - 128) < 4 && abs(Int(middle.b) - 128) < 4,
            "half red over white: \(middle)")
    }

    @Test func aPushSlidesTheNewLookInAndTheOldOneOut() {
        let (window, panel) = framedPanel()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        panel.layer.add(push, forKey: kCATransition)
        panel.backgroundColor = .blue
        CATransaction.flush()
        #expect(pixel(window, 105, 125).isClose(to: red) && pixel(window, 195, 125).isClose(to: red), "t = 0: all old")
        TandemAnimationClock.advance(by: 0.5)
        #expect(pixel(window, 145, 125).isClose(to: red), "t = 0.5: the old look in the left half")
        #expect(pixel(window, 155, 125).isClose(to: blue), "and the new one in the right half")
        #expect(pixel(window, 250, 125).isClose(to: white), "clipped by the frame")
        TandemAnimationClock.advance(by: 0.25)
        #expect(
            pixel(window, 120, 125).isClose(to: red) && pixel(window, 130, 125).isClose(to: blue),
            "t = 0.75: the edge at 125")
        TandemAnimationClock.advance(by: 0.25)
        #expect(
            pixel(window, 105, 125).isClose(to: blue) && pixel(window, 195, 125).isClose(to: blue), "t = 1: all new")
    }

    @Test func moveInAndRevealMoveOneLookOverTheOther() {
        let (window, panel) = framedPanel()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let moveIn = CATransition()
        moveIn.type = .moveIn
        moveIn.subtype = .fromLeft
        moveIn.duration = 1
        panel.layer.add(moveIn, forKey: kCATransition)
        panel.backgroundColor = .blue
        TandemAnimationClock.advance(by: 0.5)
        #expect(pixel(window, 145, 125).isClose(to: blue), "the new look came half way in from the left")
        #expect(pixel(window, 155, 125).isClose(to: red), "over the old one, which stays")
        TandemAnimationClock.advance(by: 0.5)

        let reveal = CATransition()
        reveal.type = .reveal
        reveal.subtype = .fromTop
        reveal.duration = 1
        panel.layer.add(reveal, forKey: kCATransition)
        panel.backgroundColor = .green
        TandemAnimationClock.advance(by: 0.5)
        #expect(pixel(window, 150, 120).isClose(to: RGBA(0, 255, 0, 255)), "the new look is uncovered at the top")
        #expect(pixel(window, 150, 130).isClose(to: blue), "the old one slid down half way")
    }

    @Test func startAndEndProgressRunAPartOfTheTransition() {
        let (window, panel) = framedPanel()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.startProgress = 0.5
        push.endProgress = 0.75
        push.duration = 1
        panel.layer.add(push, forKey: nil)
        panel.backgroundColor = .blue
        CATransaction.flush()
        #expect(
            pixel(window, 145, 125).isClose(to: red) && pixel(window, 155, 125).isClose(to: blue), "it starts half way")
        TandemAnimationClock.advance(by: 0.999)
        #expect(
            pixel(window, 120, 125).isClose(to: red) && pixel(window, 130, 125).isClose(to: blue),
            "and ends three quarters in")
    }

    @Test func aFlipNarrowsTheOldSideThenWidensTheNewOne() {
        TandemAnimationClock.useManualTime()
        let window = makeWindow(width: 300, height: 300)
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        card.backgroundColor = .red
        window.addSubview(card)
        CATransaction.flush()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        var done: [Bool] = []
        UIView.transition(
            with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: {
                card.backgroundColor = .blue
            }, completion: { done.append($0) })
        #expect(card.layer.animationKeys() == [kCATransition])
        TandemAnimationClock.advance(by: 0.25)
        // cos(π/4) of the width, about the middle: 35 points each side of 150.
        #expect(pixel(window, 180, 125).isClose(to: red) && pixel(window, 190, 125).isClose(to: white))
        TandemAnimationClock.advance(by: 0.5)
        #expect(
            pixel(window, 180, 125).isClose(to: blue) && pixel(window, 110, 125).isClose(to: white),
            "t = 0.75: the new side")
        TandemAnimationClock.advance(by: 0.3)
        #expect(done == [true])
        #expect(pixel(window, 105, 125).isClose(to: blue))
    }

    @Test func transitionWithoutATransitionOptionAnimatesTheChanges() {
        let (window, box) = manualClockWindowWithBox()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        UIView.transition(with: box, duration: 1, options: [.curveLinear], animations: { box.alpha = 0 })
        #expect(box.layer.animationKeys() == ["opacity"])
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(Double(box.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
    }
}
