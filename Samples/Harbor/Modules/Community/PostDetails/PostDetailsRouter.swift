//
//  PostDetailsRouter.swift
//  Harbor
//

import UIKit

final class PostDetailsRouter {

    weak var viewController: PostDetailsViewController?
}

extension PostDetailsRouter: PostDetailsRouterProtocol {
    func openComments(postID: String) {
        let screen = CommentsModuleBuilder.build(postID: postID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openSailorProfile(userID: String) {
        let screen = SailorProfileModuleBuilder.build(userID: userID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showPostOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Post", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }

    func sharePost(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func openPhoto(imageURL: URL) {
        let zoom = ImageZoomViewController(imageURL: imageURL)
        zoom.modalPresentationStyle = .fullScreen
        viewController?.present(zoom, animated: true)
    }
}
