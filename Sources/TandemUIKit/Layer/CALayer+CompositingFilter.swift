import Foundation
import TandemGraphics
import TandemSupport

extension CALayer {
    /// How the layer, with its sublayers, is composited over what lies
    /// behind it: Core Animation's blend filter names (`"multiplyBlendMode"`,
    /// `"screenBlendMode"`, `"overlayBlendMode"`, `"darkenBlendMode"`,
    /// `"lightenBlendMode"`, `"colorDodgeBlendMode"`, `"colorBurnBlendMode"`,
    /// `"softLightBlendMode"`, `"hardLightBlendMode"`, `"differenceBlendMode"`,
    /// `"exclusionBlendMode"`, `"hueBlendMode"`, `"saturationBlendMode"`,
    /// `"colorBlendMode"`, `"luminosityBlendMode"`, `"sourceAtop"`,
    /// `"destOver"`, `"destOut"`, `"plusL"`, `"plusD"`, `"normalBlendMode"`).
    /// nil (the default) draws normally. Another value (a `CIFilter`, which
    /// Linux does not have, or an unknown name) is kept, reported once and
    /// drawn normally.
    public var compositingFilter: Any? {
        get { effects?.compositingFilter }
        set {
            let mode = Self.blendMode(named: newValue)
            updateEffects {
                $0.compositingFilter = newValue
                $0.blendMode = mode
            }
            invalidateRenderInfo()
        }
    }

    /// The blend mode `compositingFilter` names (nil for normal drawing).
    var compositingBlendMode: CGBlendMode? { effects?.blendMode }

    private static let blendModes: [String: CGBlendMode] = [
        "multiplyBlendMode": .multiply, "screenBlendMode": .screen, "overlayBlendMode": .overlay,
        "darkenBlendMode": .darken, "lightenBlendMode": .lighten, "colorDodgeBlendMode": .colorDodge,
        "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight, "hardLightBlendMode": .hardLight,
        "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
        "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
        "sourceAtop": .sourceAtop, "destOver": .destinationOver, "destOut": .destinationOut, "plusL": .plusLighter,
        "plusD": .plusDarker,
    ]

    private static func blendMode(named filter: Any?) -> CGBlendMode? {
        guard let filter else { return nil }
        guard let name = filter as? String, let mode = blendModes[name] ?? (name == "normalBlendMode" ? .normal : nil)
        else {
            Diagnostics.reportOnce(
                "CALayer", id: "compositingFilter \(filter)",
                "compositingFilter \(filter) is not a blend mode Tandem knows; the layer is drawn normally")
            return nil
        }
        return mode == .normal ? nil : mode
    }
}
