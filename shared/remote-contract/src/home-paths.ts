/**
 * Where a signed-in customer and a signed-in broker land. A file of its own so that the shell's
 * HTML inline script (the homes' reads started at paint) names them without the route table.
 */
export const CUSTOMER_HOME = '/dashboard/index';
export const BROKER_HOME = '/broker/index';
