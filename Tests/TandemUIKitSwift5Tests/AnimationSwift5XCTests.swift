import UIKit
import XCTest

/// A card that animates itself as iOS code writes it: a spring in, a fade
/// with a completion that captures `self` weakly, a spinning layer.
final class AnimatedCardView: UIView {
    private(set) var log: [String] = []
    let spinner = CAShapeLayer()

    func show() {
        alpha = 0
        transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
            options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                self.alpha = 1
                self.transform = .identity
            }
        ) { [weak self] finished in
            self?.log.append("shown \(finished)")
        }
    }

    func hide() {
        UIView.animate(withDuration: 0.25) {
            self.alpha = 0
        } completion: { _ in
            self.log.append("hidden")
        }
    }

    func spin() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.toValue = NSNumber(value: Double.pi * 2)
        rotation.duration = 1
        rotation.repeatCount = .infinity
        rotation.beginTime = CACurrentMediaTime()
        spinner.add(rotation, forKey: "spin")
    }
}

final class AnimationSwift5XCTests: XCTestCase {
    func testAnimationsWrittenAsIOSCodeRunToTheirCompletions() {
        MainActor.assumeIsolated {
            TandemAnimationClock.useManualTime()
            defer { TandemAnimationClock.useRealTime() }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.makeKeyAndVisible()
            defer { window.isHidden = true }
            let card = AnimatedCardView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            window.addSubview(card)
            card.layer.addSublayer(card.spinner)
            card.show()
            card.spin()
            XCTAssertEqual(card.alpha, 1)
            TandemAnimationClock.advance(by: 0.1)
            XCTAssertLessThan(card.layer.presentation()?.opacity ?? 1, 1)
            TandemAnimationClock.advance(by: 0.4)
            XCTAssertEqual(card.log, ["shown true"])
            card.hide()
            TandemAnimationClock.advance(by: 0.3)
            XCTAssertEqual(card.log, ["shown true", "hidden"])
            XCTAssertEqual(card.spinner.animationKeys(), ["spin"])
            card.spinner.removeAnimation(forKey: "spin")
            XCTAssertTrue(TandemAnimationClock.runAnimationsToEnd())
        }
    }
}
