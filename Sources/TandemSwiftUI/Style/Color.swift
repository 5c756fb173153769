import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemGraphics
/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// A color that adapts to its environment (light or dark appearance).
///
/// As a view, a color fills the space it is offered. As a shape style it
/// fills shapes and colors text. The named colors are the system colors
/// (`Color.red` is `UIColor.systemRed`), as in SwiftUI.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    let uiColor: UIColor

    /// A color from a UIKit color (dynamic colors adapt to the appearance).
    public init(_ color: UIColor) {
        uiColor = color
    }

    /// A color from a UIKit color.
    public init(uiColor: UIColor) {
        self.uiColor = uiColor
    }

    /// A color from hue, saturation and brightness in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        uiColor = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity)
    }

    /// A color from a Core Graphics color.
    public init(cgColor: CGColor) {
        uiColor = UIColor(cgColor: cgColor)
    }

    /// This color at `opacity` times its alpha.
    public func opacity(_ opacity: Double) -> Color {
        let base = uiColor
        return Color(
            UIColor { traits in
                let resolved = base.resolvedColor(with: traits)
                return resolved.withAlphaComponent(resolved.cgColor.alpha * opacity)
            })
    }

    /// The color for the given environment's appearance.
    @MainActor func resolved(in environment: EnvironmentValues) -> UIColor {
        // The accent color is the environment's (`accentColor(_:)`), told
        // apart from `Color.blue` by its own UIColor instance.
        if uiColor === Color.accentColor.uiColor, let accent = environment.accentColor {
            return accent.resolved(in: environment)
        }
        return uiColor.resolvedColor(with: environment.traitCollection)
    }

    /// The UIKit color's description.
    public var description: String { uiColor.description }

    /// Black.
    public static let black = Color(UIColor.black)
    /// White.
    public static let white = Color(UIColor.white)
    /// No color.
    public static let clear = Color(UIColor.clear)
    /// The system gray.
    public static let gray = Color(UIColor.systemGray)
    /// The system red.
    public static let red = Color(UIColor.systemRed)
    /// The system orange.
    public static let orange = Color(UIColor.systemOrange)
    /// The system yellow.
    public static let yellow = Color(UIColor.systemYellow)
    /// The system green.
    public static let green = Color(UIColor.systemGreen)
    /// The system mint.
    public static let mint = Color(UIColor.systemMint)
    /// The system teal.
    public static let teal = Color(UIColor.systemTeal)
    /// The system cyan.
    public static let cyan = Color(UIColor.systemCyan)
    /// The system blue.
    public static let blue = Color(UIColor.systemBlue)
    /// The system indigo.
    public static let indigo = Color(UIColor.systemIndigo)
    /// The system purple.
    public static let purple = Color(UIColor.systemPurple)
    /// The system pink.
    public static let pink = Color(UIColor.systemPink)
    /// The system brown.
    public static let brown = Color(UIColor.systemBrown)
    /// The primary label color (black in light appearance, white in dark).
    public static let primary = Color(UIColor.label)
    /// The secondary label color.
    public static let secondary = Color(UIColor.secondaryLabel)
    /// The accent color: the one `accentColor(_:)` sets around the view
    /// that draws it; where none is set, the app's: the `AccentColor` color
    /// set of the main bundle's asset catalog (the global accent color
    /// Xcode's templates name), else the system blue.
    public static let accentColor = Color(
        UIColor { (UIColor.appAccentColor ?? UIColor.systemBlue).resolvedColor(with: $0) })
}

extension Color: ShapeStyle {}

extension Color: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(resolved(in: environment)) }
}

extension Color: View {
    /// Never called: a color is drawn by a UIKit view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Color: PlatformLeaf {
    func makePlatformView(environment: EnvironmentValues) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        return view
    }

    /// The view's one property a color sets, its background color, is
    /// set by every update (what it is made with never changes): a list
    /// row renewed for a new identity keeps it.
    static func viewCarriesNothingPerIdentity(_ view: UIView) -> Bool { true }

    func updatePlatformView(_ view: UIView, environment: EnvironmentValues) {
        let color = resolved(in: environment)
        if view.backgroundColor != color { view.backgroundColor = color }
    }

    /// A color's size never depends on which color it is.
    func mayChangeSize(from old: Color) -> Bool { false }

    /// A color takes the whole proposal (10 points where unspecified).
    func sizeThatFits(_ proposal: ProposedViewSize, view: UIView, environment: EnvironmentValues) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension ShapeStyle where Self == Color {
    /// The system red.
    public static var red: Color { Color.red }
    /// The system orange.
    public static var orange: Color { Color.orange }
    /// The system yellow.
    public static var yellow: Color { Color.yellow }
    /// The system green.
    public static var green: Color { Color.green }
    /// The system mint.
    public static var mint: Color { Color.mint }
    /// The system teal.
    public static var teal: Color { Color.teal }
    /// The system cyan.
    public static var cyan: Color { Color.cyan }
    /// The system blue.
    public static var blue: Color { Color.blue }
    /// The system indigo.
    public static var indigo: Color { Color.indigo }
    /// The system purple.
    public static var purple: Color { Color.purple }
    /// The system pink.
    public static var pink: Color { Color.pink }
    /// The system brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// The system gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// No color.
    public static var clear: Color { Color.clear }
}
