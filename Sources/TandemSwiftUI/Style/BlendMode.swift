/// How a view is composited over what is drawn behind it (`blendMode(_:)`).
public enum BlendMode: Sendable, Equatable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

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
