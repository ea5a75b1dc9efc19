"""Which family of SwiftUI a declaration belongs to, from its owner and name.

A member of a concrete type belongs with its type (`Toggle.init(isOn:)` is a control); a view
modifier, or a member of `View`-like protocols, by its own name. The first family with a word
found at a camel-case boundary of that subject decides (`Table` matches `tableStyle` and
`DisclosureTableRow`, not `InsettableShape`). `platform` (apps, scenes, windows, documents, widgets, UIKit/AppKit
hosting, input devices, visionOS spaces, GPU effects) is outside the eleven families that the
coverage goal counts.
"""

import re

FAMILIES = [
    "views", "layout", "text", "shapes and styles", "controls", "navigation and presentation",
    "state and data flow", "environment and preferences", "containers", "gestures and animation",
    "accessibility",
]
PLATFORM = "platform"

WORDS = [
    (PLATFORM, "App AppStorage Scene Window Commands Command Document Widget Representable Hosting Immersive "
               "Volum Ornament MenuBarExtra Settings Keyboard KeyPress Hover Focus Pointer Touch Pencil "
               "HandlesExternalEvents OpenURL OpenWindow DismissWindow Spatial WorldTracking Drag Drop Draggable "
               "Transfer FileImporter FileExporter FileMover FileDialog ShareLink Share Print GraphicsContext "
               "Canvas Shader ColorEffect LayerEffect DistortionEffect VisualEffect ImageRenderer UserActivity "
               "Handoff Preview BackgroundTask PersistentSystemOverlays StatusBar HomeIndicator DeferSystemGestures "
               "DigitalCrown Crown Spotlight SensoryFeedback Haptic Subscription StoreKit Product Purchase "
               "PhotosPicker QuickLook ContentSizeCategory WatchKit Continuous DefaultAppStorage SceneStorage "
               "AllowedDynamicRange DynamicRange Clipboard Paste Pasteboard ImportsItemProviders ExportsItemProviders "
               "ItemProvider Dictation Handwriting Writing Widget Activity Restoration SupportedVolume Surface"),
    ("accessibility", "Accessibility Speech VoiceOver DynamicTypeSize Legibility Redacted Redaction PrivacySensitive "
                      "Rotor Sensitive"),
    ("gestures and animation", "Gesture Animat Transition Transaction Keyframe Phase Spring Timing UnitCurve "
                               "VectorArithmetic MatchedGeometry Namespace ContentTransition SymbolEffect Timeline "
                               "ScrollTransition GeometryGroup Animatable OnTapGesture OnLongPress Repeat Bouncy Snappy "
                               "Smooth EaseIn EaseOut"),
    ("controls", "Button Toggle Picker Slider Stepper TextField SecureField TextEditor Link DatePicker ColorPicker "
                 "ProgressView Gauge ControlSize Control ButtonRole ContentUnavailable KeyboardType SubmitLabel "
                 "RenameButton PasteButton LabelsHidden AllowsHitTesting ContentShape InteractionActivity Selection "
                 "Palette Action"),
    ("navigation and presentation", "Navigation Sheet Alert Popover FullScreenCover ConfirmationDialog Dialog "
                                    "Inspector Toolbar Tab(?!le) Presentation Presented Search Dismiss Menu ContextMenu Help "
                                    "Badge Refreshable InteractiveDismiss Split Sidebar Detail Destination"),
    ("containers", "List ForEach Section Group Form Table Outline Disclosure Subview DynamicViewContent OnDelete "
                   "OnMove OnInsert EditButton EditMode SelectionDisabled DeleteDisabled MoveDisabled LabeledContent "
                   "ViewBuilder HeaderProminence Prominence Row Swipe Collection"),
    ("environment and preferences", "Environment Preference ContainerValue Entry ColorScheme LayoutDirection Locale "
                                    "DynamicProperty SizeClass UserInterfaceSizeClass Disabled IsEnabled EmptyModifier "
                                    "ViewModifier Modifier Id Tag Trait"),
    ("state and data flow", "State Binding Observ FocusState FocusedValue Focused OnChange OnReceive Task OnAppear "
                            "OnDisappear OnSubmit Submit Published Bindable Query Refresh"),
    ("text", "Text Font Label LineLimit LineSpacing Multiline Truncation Kerning Tracking BaselineOffset "
             "MinimumScaleFactor AllowsTightening LocalizedString Markdown AttributedString TextCase Bold Italic "
             "Underline Strikethrough Monospaced FontDesign FontWeight FontWidth Autocorrection Autocapitalization "
             "TextInput Typesetting Format Date Emphasized Leading"),
    ("shapes and styles", "Shape Color Gradient Material Style Tint Fill Stroke Path Rectangle Circle Capsule Ellipse "
                          "RoundedCorner CornerRadius Border Opacity Shadow Blur Brightness Contrast Saturation Grayscale "
                          "HueRotation ColorInvert ColorMultiply LuminanceToAlpha BlendMode CompositingGroup DrawingGroup "
                          "Mask Clip Image Symbol Paint Foreground Background Overlay Hierarch Quaternary Quinary "
                          "Tertiary Secondary Primary Separator UnevenRounded Rotation ScaleEffect Scaled Projection "
                          "TransformEffect Transform Trim Glass Anchor Radial Angular Elliptical Tint Appearance "
                          "Contrast Luminance Resizable Interpolation Rendering Variable"),
    ("layout", "Stack Grid Layout Frame Padding Offset Position Alignment Spacer Divider GeometryReader Geometry "
               "SafeArea Scroll ViewThatFits FixedSize AspectRatio ContentMode ZIndex Edge Axis Insets "
               "ProposedViewSize ViewDimensions Spacing IgnoresSafeArea CoordinateSpace Coordinate ContainerRelative "
               "UnitPoint Angle PinnedScrollableViews Visibility LayoutPriority Hidden ContentMargin Margin Size "
               "Horizontal Vertical Baseline"),
    ("views", "View EmptyView AnyView Never TupleView"),
]


def _pattern(words):
    # A word may end in a lookahead (`Tab(?!le)`: tabs, not tables).
    alternatives = [f"{word}|(?<![A-Za-z]){word[0].lower() + word[1:]}" for word in words.split()]
    return re.compile("|".join(alternatives))


COMPILED = [(family, _pattern(words)) for family, words in WORDS]
PROTOCOL_OWNERS = {"View", "ModifiedContent", "ViewModifier", "Scene", "TabContent", "TableRowContent",
                   "DynamicTableRowContent", "Commands", "ToolbarContent", "CustomizableToolbarContent"}


def family_of(kind, owner, name, conformances=""):
    """The family of a declaration (`platform` when it is none of the eleven)."""
    subjects = []
    if owner and owner.split(".")[0] not in PROTOCOL_OWNERS:
        subjects.append(owner)
    subjects.append(name.split("(")[0])
    if owner in ("Scene", "Commands"):
        subjects = [owner]
    if kind in ("type", "protocol") and conformances:
        subjects.append(conformances)
    for subject in subjects:
        for family, pattern in COMPILED:
            if pattern.search(subject):
                return family
    return "views"
