import Foundation
import TandemTestSupport
import Testing
import UIKit

/// `adjustsFontSizeToFitWidth` shrinks a label's text to its width, plain
/// or attributed (the runs' own fonts scale too, as in UIKit).
@MainActor
@Suite struct LabelShrinkingTests {
    private func snapshot(_ configure: (UILabel) -> Void) -> UIImage {
        let window = makeWindow(width: 160, height: 40)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        label.textColor = .black
        configure(label)
        let root = window.rootViewController!.view!
        root.backgroundColor = .white
        root.addSubview(label)
        CATransaction.flush()
        return window.tandemSnapshot()
    }

    @Test func attributedTextShrinksAsPlainTextDoes() {
        let text = "Shrinking a long line"
        let font = UIFont.boldSystemFont(ofSize: 30)
        let plain = snapshot {
            $0.font = font; $0.text = text
        }
        let attributed = snapshot {
            $0.attributedText = NSAttributedString(
                string: text, attributes: [.font: font, .foregroundColor: UIColor.black])
        }
        var differing = 0, inked = 0
        for y in 0..<40 {
            for x in 0..<160 {
                let a = plain.pixel(x, y), b = attributed.pixel(x, y)
                if a != b { differing += 1 }
                if a.a > 0 && a.r < 128 { inked += 1 }
            }
        }
        #expect(differing == 0)
        #expect(inked > 100, "the text is drawn")
        // Not shrunk, the 30-point line is cut (and drawn differently).
        let truncated = snapshot {
            $0.adjustsFontSizeToFitWidth = false; $0.font = font; $0.text = text
        }
        var changed = 0
        for y in 0..<40 { for x in 0..<160 where truncated.pixel(x, y) != plain.pixel(x, y) { changed += 1 } }
        #expect(changed > 100)

    }
}
