import Foundation
import TandemUIKit

/// What text takes from its environment — the font and color of runs that
/// set none, the line limit, truncation, alignment and shrinking — worked
/// out once for a list of environment values and kept with it.
///
/// Every label under one environment (a list's rows share theirs) reads the
/// same dozen values: each read walks the list, and the font and color
/// resolve through a trait collection. The environment's stored values never
/// change, so what was derived from them holds as long as they do. Text
/// fields, text editors and symbol images take their font and color from
/// here too.
@MainActor
final class TextEnvironment {
    /// The environment's font (the body style where none is set), with the
    /// traits views around set (``FontModifiers``), at its text size.
    let font: UIFont
    /// The foreground style's color.
    let color: UIColor
    /// The label's number of lines (0 for no limit).
    let numberOfLines: Int
    /// How the last line is cut.
    let lineBreakMode: NSLineBreakMode
    /// Where lines sit, with the layout direction applied.
    let alignment: NSTextAlignment
    /// The smallest scale the font may shrink to (1: it does not shrink).
    let minimumScaleFactor: CGFloat
    /// The space added between lines (`lineSpacing(_:)`).
    let lineSpacing: CGFloat
    /// The case text is shown in (`textCase(_:)`), if one is set.
    let textCase: Text.Case?
    /// The locale whose rules change the case.
    let locale: Locale

    init(_ environment: EnvironmentValues) {
        font = environment.fontModifiers.filling(environment.font ?? .body).uiFont(
            dynamicTypeSize: environment.dynamicTypeSize)
        color = ForegroundStyle().resolvePaint(in: environment).representativeColor
        numberOfLines = environment.lineLimit ?? 0
        switch environment.truncationMode {
        case .head: lineBreakMode = .byTruncatingHead
        case .tail: lineBreakMode = .byTruncatingTail
        case .middle: lineBreakMode = .byTruncatingMiddle
        }
        switch environment.multilineTextAlignment {
        case .leading: alignment = environment.layoutDirection == .rightToLeft ? .right : .left
        case .center: alignment = .center
        case .trailing: alignment = environment.layoutDirection == .rightToLeft ? .left : .right
        }
        minimumScaleFactor = environment.minimumScaleFactor
        lineSpacing = environment.lineSpacing
        textCase = environment.textCase
        locale = environment.locale
    }

    /// `string` in the environment's case (``textCase``), or as it is.
    func cased(_ string: String) -> String {
        switch textCase {
        case .uppercase?: string.uppercased(with: locale)
        case .lowercase?: string.lowercased(with: locale)
        case nil: string
        }
    }
}
