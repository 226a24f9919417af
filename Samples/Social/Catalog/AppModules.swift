//
//  AppModules.swift
//  Social
//
//  Every screen of the app, by domain. A case with no configurator yet is a screen
//  product has asked for and nobody has built.
//

import Foundation

enum AppModules {

    static var servicesContainer = ServicesContainer.live()

    enum Onboarding {
        case welcome
        case signIn
        case signUp(referralCode: String?)
        case passwordReset(email: String?)
    }

    enum Main {
        case mainTabs
    }

    enum Feed {
        case postsFeed(PostsFeed.FeedType)
        case postDetails(PostProtocol)
        case comments(PostProtocol)
        case composer(ComposerMode)
        case stories
        case upvotedUsers(PostProtocol, UpvotePickDelegateProtocol)
        case reportPost(PostProtocol)
    }

    enum Messages {
        case inbox
        case chatThread(Conversation)
        case groupInfo(Conversation)
    }

    enum Account {
        case myProfile
        case userProfile(UserProtocol)
        case settings
        case debugMenu
        case helpCenter
    }

    enum Discover {
        case search(query: String?)
        case trending
    }

    enum Wallet {
        case walletHome
        case walletActivity
        case walletActivityContent(ActivityCurrencyType)
        case walletPayBill
    }
}
