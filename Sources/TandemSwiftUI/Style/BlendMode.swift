/// How a view is composited over what is drawn behind it (`blendMode(_:)`).
public enum BlendMode: Sendable, Equatable, Hashable {
    /// Drawn over what is behind, as usual.
    case normal
    /// Multiplies the colors: darkens (white leaves what is behind).
    case multiply
    /// Multiplies the inverted colors: lightens (black leaves what is behind).
    case screen
    /// Multiplies or screens, depending on what is behind.
    case overlay
    /// The darker of the two colors.
    case darken
    /// The lighter of the two colors.
    case lighten
    /// Brightens what is behind to reflect the view's color.
    case colorDodge
    /// Darkens what is behind to reflect the view's color.
    case colorBurn
    /// Darkens or lightens softly, depending on the view's color.
    case softLight
    /// Multiplies or screens, depending on the view's color.
    case hardLight
    /// The difference of the two colors.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The view's hue with what is behind's saturation and luminosity.
    case hue
    /// The view's saturation with what is behind's hue and luminosity.
    case saturation
    /// The view's hue and saturation with what is behind's luminosity.
    case color
    /// The view's luminosity with what is behind's hue and saturation.
    case luminosity
    /// The view only where something is behind, over it.
    case sourceAtop
    /// What is behind drawn over the view.
    case destinationOver
    /// What is behind, cut where the view is opaque.
    case destinationOut
    /// The colors added and darkened (drawn as normal: cairo has no such operator).
    case plusDarker
    /// The colors added, lightening.
    case plusLighter

    /// Core Animation's name for the mode, as `CALayer.compositingFilter` takes it (nil for normal).
    var compositingFilterName: String? {
        switch self {
        case .normal: nil
        case .multiply: "multiplyBlendMode"
        case .screen: "screenBlendMode"
        case .overlay: "overlayBlendMode"
        case .darken: "darkenBlendMode"
        case .lighten: "lightenBlendMode"
        case .colorDodge: "colorDodgeBlendMode"
        case .colorBurn: "colorBurnBlendMode"
        case .softLight: "softLightBlendMode"
        case .hardLight: "hardLightBlendMode"
        case .difference: "differenceBlendMode"
        case .exclusion: "exclusionBlendMode"
        case .hue: "hueBlendMode"
        case .saturation: "saturationBlendMode"
        case .color: "colorBlendMode"
        case .luminosity: "luminosityBlendMode"
        case .sourceAtop: "sourceAtop"
        case .destinationOver: "destOver"
        case .destinationOut: "destOut"
        case .plusDarker: "plusD"
        case .plusLighter: "plusL"
        }
    }
}
