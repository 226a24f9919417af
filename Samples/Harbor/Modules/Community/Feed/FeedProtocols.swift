//
//  FeedProtocols.swift
//  Harbor
//

import UIKit

enum FeedEntry: Hashable {
    case post(id: String, authorID: String, text: String)
    case promotion(Promotion)
}

protocol FeedViewProtocol: AnyObject {
    func display(entries: [FeedEntry])
    func display(error message: String)
}

protocol FeedPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectEntry(at index: Int)
    func didTapAuthor(at index: Int)
    func didTapCompose()
    func didTapEvents()
}

protocol FeedInteractorInput: AnyObject {
    func loadFeed()
}

protocol FeedInteractorOutput: AnyObject {
    func didLoad(entries: [FeedEntry])
    func didFail(with error: Error)
}

protocol FeedRouterProtocol: AnyObject {
    func openPostDetails(postID: String)
    func openSailorProfile(userID: String)
    func openComposePost()
    func openEvents()
    func openPromotion(_ promotion: Promotion)
}
