//
//  MarinaReviewsProtocols.swift
//  Harbor
//

import UIKit

protocol MarinaReviewsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MarinaReviewsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapWriteReview()
    func didTapShowSortOptions()
}

protocol MarinaReviewsInteractorInput: AnyObject {
    func load()
}

protocol MarinaReviewsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MarinaReviewsRouterProtocol: AnyObject {
    func openWriteReview(marinaID: String)
    func showSortOptions(actions: [UIAlertAction])
}
