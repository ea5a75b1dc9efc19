import Foundation

/// SwiftUI's Metal shader library: `ShaderLibrary.ripple(.float(t))` names a shader function
/// of the app's bundle and calls it with arguments. Shaders have no counterpart in cells: no
/// effect on text.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    /// The member this value was made by, so that members compare unequal.
    let member: String

    /// The library of the app's main bundle: no effect on text.
    public static let `default` = ShaderLibrary(member: "default")

    /// The library of `bundle`: no effect on text.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(member: "bundle") }

    /// A library compiled from `data`: no effect on text.
    public init(data: Data) { member = "data" }

    /// A library loaded from `url`: no effect on text.
    public init(url: URL) { member = "url" }

    init(member: String) { self.member = member }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

/// A function of a ``ShaderLibrary``; calling it with arguments makes a ``Shader`` (no
/// effect on text).
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// The function `name` of `library`: no effect on text.
    public init(library: ShaderLibrary, name: String) {
        (self.library, self.name) = (library, name)
    }

    /// A shader running this function with `arguments`.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

extension Shader.Argument {
    /// A floating-point value.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Shader.Argument { .init(member: "float") }
    /// Two floating-point values.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Shader.Argument { .init(member: "float2") }
    /// A point as two values.
    public static func float2(_ point: CGPoint) -> Shader.Argument { .init(member: "float2") }
    /// A size as two values.
    public static func float2(_ size: CGSize) -> Shader.Argument { .init(member: "float2") }
    /// A vector as two values.
    public static func float2(_ vector: CGVector) -> Shader.Argument { .init(member: "float2") }
    /// Three floating-point values.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Shader.Argument {
        .init(member: "float3")
    }
    /// Four floating-point values.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument {
        .init(member: "float4")
    }
    /// An array of floating-point values.
    public static func floatArray(_ array: [Float]) -> Shader.Argument { .init(member: "floatArray") }
    /// A colour.
    public static func color(_ color: Color) -> Shader.Argument { .init(member: "color") }
    /// An array of colours.
    public static func colorArray(_ array: [Color]) -> Shader.Argument { .init(member: "colorArray") }
    /// An image to sample.
    public static func image(_ image: Image) -> Shader.Argument { .init(member: "image") }
    /// Raw bytes.
    public static func data(_ data: Data) -> Shader.Argument { .init(member: "data") }
}
