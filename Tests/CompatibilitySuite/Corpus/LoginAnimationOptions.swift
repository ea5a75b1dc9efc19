import SwiftUI

// Written for this corpus in the idiom of pd95/SwiftUI-Animations-Mastery,
// "SwiftUIAnimations/Animation Options/AnimationOptions_Exercise.swift" (no licence given; not
// copied): a login screen on a RadialGradient whose parts appear with delayed, sped-up and
// custom-timed animations, DispatchQueue.main.asyncAfter, edgesIgnoringSafeArea.

struct LoginAnimationOptions: View {
    @State private var shown = false
    @State private var user = ""
    @State private var secret = ""

    var body: some View {
        ZStack {
            RadialGradient(gradient: Gradient(colors: [.blue, .black]), center: .center, startRadius: 10, endRadius: 400)
                .edgesIgnoringSafeArea(.all)
            VStack(spacing: 16) {
                Image(systemName: "lock.shield")
                    .font(.system(size: 60))
                    .foregroundColor(.white)
                    .scaleEffect(shown ? 1 : 0.2)
                    .animation(.easeIn(duration: 0.6).delay(0.2), value: shown)
                TextField("User", text: $user)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                    .offset(x: shown ? 0 : -400)
                    .animation(.easeOut.speed(0.5), value: shown)
                SecureField("Password", text: $secret)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                    .opacity(shown ? 1 : 0)
                    .animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 1), value: shown)
                Spacer()
                Button("Sign in") {}
                    .padding()
            }
            .padding()
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { shown.toggle() }
        }
    }
}

struct LoginAnimationOptions_Previews: PreviewProvider {
    static var previews: some View {
        LoginAnimationOptions()
    }
}
