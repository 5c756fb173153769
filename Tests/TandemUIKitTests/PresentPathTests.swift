import Foundation
import TandemSupport
import Testing

@testable import TandemUIKit

/// How a desktop window's pixels reach the screen: chosen by the
/// environment first, then by whether OpenGL is software.
@MainActor
@Suite(.serialized) struct PresentPathTests {
    @Test func mesaSoftwareRasterizersAreSoftware() {
        #expect(SDLPresentPath.isSoftware(renderer: "llvmpipe (LLVM 15.0.6, 256 bits)"))
        #expect(SDLPresentPath.isSoftware(renderer: "softpipe"))
        #expect(SDLPresentPath.isSoftware(renderer: "Software Rasterizer"))
        #expect(!SDLPresentPath.isSoftware(renderer: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        #expect(!SDLPresentPath.isSoftware(renderer: "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49)"))
        #expect(!SDLPresentPath.isSoftware(renderer: "NVIDIA GeForce RTX 3060/PCIe/SSE2"))
    }

    @Test func theEnvironmentChoosesFirst() {
        SDLPresentPath.choose(environment: ["TANDEM_PRESENT_PATH": "gl", "LIBGL_ALWAYS_SOFTWARE": "1"])
        #expect(SDLPresentPath.chosen == .gl)
        SDLPresentPath.choose(environment: ["TANDEM_PRESENT_PATH": "framebuffer"])
        #expect(SDLPresentPath.chosen == .framebuffer)
    }

    @Test func softwareOpenGLMeansTheFramebufferWithoutProbing() {
        SDLPresentPath.choose(environment: ["TANDEM_PRESENT_PATH": "gl"])
        SDLPresentPath.choose(environment: ["LIBGL_ALWAYS_SOFTWARE": "1"])
        #expect(SDLPresentPath.chosen == .framebuffer)
    }

    @Test func theUsersOwnSDLHintIsLeftToDecide() {
        SDLPresentPath.choose(environment: ["TANDEM_PRESENT_PATH": "gl"])
        SDLPresentPath.choose(environment: ["SDL_FRAMEBUFFER_ACCELERATION": "opengl"])
        #expect(SDLPresentPath.chosen == nil)
    }

    @Test func anUnknownPathIsReportedAndTheDisplayDecides() {
        SDLPresentPath.choose(environment: ["TANDEM_PRESENT_PATH": "vulkan", "LIBGL_ALWAYS_SOFTWARE": "true"])
        #expect(SDLPresentPath.chosen == .framebuffer)
        #expect(Diagnostics.messages.contains { $0.contains("TANDEM_PRESENT_PATH=vulkan is neither") })
    }

    @Test func headlessScreensRefreshSixtyTimesASecond() {
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
        #expect(UIScreen.tandemHeadless(size: CGSize(width: 100, height: 100), scale: 2).maximumFramesPerSecond == 60)
    }
}
