//
//  SubscriptionProtocols.swift
//  Larder
//

import UIKit

protocol SubscriptionViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SubscriptionPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapManageSubscription()
}

protocol SubscriptionInteractorInput: AnyObject {
    func load()
}

protocol SubscriptionInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol SubscriptionRouterProtocol: AnyObject {
    func showPurchaseFailed()
    func openManageSubscription(url: URL)
}
