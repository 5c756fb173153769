import Foundation
import TandemTestSupport
import Testing
import UIKit

/// A text field's placeholder, plain or attributed, as UIKit keeps and draws it.
@MainActor
@Suite struct TextFieldPlaceholderTests {
    /// The colors of the pixels drawn with full alpha in `field`.
    func inkedPixels(_ field: UITextField) -> [RGBA] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: field.bounds.size, format: format).image { context in
            field.layer.render(in: context.cgContext)
        }.cgImage!
        return (0..<image.width).flatMap { x in (0..<image.height).map { image.pixel(x, $0) } }.filter { $0.a == 255 }
    }

    @Test func anAttributedPlaceholderSetsTheTextAndDrawsInItsOwnColor() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.attributedPlaceholder = NSAttributedString(
            string: "██ Email", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)])
        #expect(field.placeholder == "██ Email")
        #expect(
            field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        let inked = inkedPixels(field)
        #expect(!inked.isEmpty && inked.allSatisfy { $0.r > 200 && $0.g < 60 && $0.b < 60 })
        // A plain placeholder replaces the attributes: the placeholder gray again.
        field.placeholder = "██ Name"
        #expect(field.attributedPlaceholder?.string == "██ Name")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        #expect(inkedPixels(field).allSatisfy { abs(Int($0.r) - Int($0.b)) < 20 })
        field.attributedPlaceholder = nil
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
        // Typed text hides the placeholder.
        field.attributedPlaceholder = NSAttributedString(string: "██", attributes: [.foregroundColor: UIColor.red])
        field.text = "a"
        #expect(!inkedPixels(field).contains { $0.r > 200 && $0.g < 60 })
    }

    /// SkyFloatingLabelTextField's shape: `placeholder` overridden to set
    /// `attributedPlaceholder`, which does not call the override back.
    @Test func aSubclassThatStylesItsPlaceholderInPlaceholdersObserverDoesNotRecurse() {
        final class Styled: UITextField {
            var styled = 0
            override var placeholder: String? {
                didSet {
                    styled += 1
                    guard let placeholder else { return }
                    attributedPlaceholder = NSAttributedString(
                        string: placeholder, attributes: [.foregroundColor: UIColor.blue])
                }
            }
        }
        let field = Styled(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.placeholder = "Name"
        #expect(field.styled == 1)
        #expect(
            field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
    }

    @Test func theApplicationIsLeftToRight() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
    }

    @Test func theFontIsNeverNil() {
        let field = UITextField()
        #expect(field.font == .systemFont(ofSize: 17))
        field.font = .boldSystemFont(ofSize: 30)
        #expect(field.font == .boldSystemFont(ofSize: 30))
        field.font = nil
        #expect(field.font == .systemFont(ofSize: 17))
        #expect(UIFont().pointSize == 12)
    }

    /// UIKit's text, editing and placeholder rectangles do not call one
    /// another: a subclass that pads one gets it padded once.
    @Test func theEditingAndPlaceholderRectanglesDoNotCallAnOverriddenTextRectangle() {
        final class Padded: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect {
                super.textRect(forBounds: bounds).insetBy(dx: 10, dy: 0)
            }
            override func editingRect(forBounds bounds: CGRect) -> CGRect {
                super.editingRect(forBounds: bounds).insetBy(dx: 10, dy: 0)
            }
        }
        let field = Padded(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let plain = UITextField(frame: field.frame)
        let bounds = field.bounds
        #expect(field.editingRect(forBounds: bounds).minX == plain.editingRect(forBounds: bounds).minX + 10)
        #expect(field.textRect(forBounds: bounds).minX == plain.textRect(forBounds: bounds).minX + 10)
        #expect(field.placeholderRect(forBounds: bounds) == plain.placeholderRect(forBounds: bounds))
    }
}
